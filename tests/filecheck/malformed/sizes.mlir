// Empty and huge inputs: empty chunks and regions, deep nesting, very wide
// signatures and long bodies, each with its diagnostic.
// RUN: xdsl-opt %s --split-input-file --parsing-diagnostics --verify-diagnostics -p derive-call-directions | filecheck %s

// An empty input (this chunk holds only comments).
// CHECK: Could not parse entire input!

// -----

"builtin.module"() ({
  "pto.func"() <{sym_name = "f", function_type = () -> ()}> ({
    "pto.scope"() <{kind = #pto.scope_kind<runtime>}> ({}) : () -> ()
    "pto.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
// CHECK: Region 'body' at position 0 expected a single block, but got 0 blocks

// -----

"builtin.module"() ({
  "pto.func"() <{sym_name = "f", function_type = (index) -> ()}> ({
  ^bb0(%n: index):
    "scf.for"(%n, %n, %n) ({}) : (index, index, index) -> ()
    "pto.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
// CHECK: Region 'body' at position 0 expected a single block, but got 0 blocks

// -----

"builtin.module"() ({
  "pto.func"() <{sym_name = "f", function_type = () -> ()}> ({
    "scf.while"() ({}, {}) : () -> ()
    "pto.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
// CHECK: Region 'before_region' at position 0 expected a single block, but got 0 blocks

// -----

"builtin.module"() ({
  "pto.func"() <{sym_name = "f", function_type = () -> ()}> ({
  ^bb0:
  }) : () -> ()
}) : () -> ()
// CHECK: Operation pto.func contains empty block in single-block region that expects at least a terminator

// -----

// 100 nested scf.if, with an inconsistent direction at the bottom.
builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>)
  pto.func @f(%x: !pto.tensor<64xf32>, %c: i1) {
    "scf.if"(%c) ({
     "scf.if"(%c) ({
      "scf.if"(%c) ({
       "scf.if"(%c) ({
        "scf.if"(%c) ({
         "scf.if"(%c) ({
          "scf.if"(%c) ({
           "scf.if"(%c) ({
            "scf.if"(%c) ({
             "scf.if"(%c) ({
              "scf.if"(%c) ({
               "scf.if"(%c) ({
                "scf.if"(%c) ({
                 "scf.if"(%c) ({
                  "scf.if"(%c) ({
                   "scf.if"(%c) ({
                    "scf.if"(%c) ({
                     "scf.if"(%c) ({
                      "scf.if"(%c) ({
                       "scf.if"(%c) ({
                        "scf.if"(%c) ({
                         "scf.if"(%c) ({
                          "scf.if"(%c) ({
                           "scf.if"(%c) ({
                            "scf.if"(%c) ({
                             "scf.if"(%c) ({
                              "scf.if"(%c) ({
                               "scf.if"(%c) ({
                                "scf.if"(%c) ({
                                 "scf.if"(%c) ({
                                  "scf.if"(%c) ({
                                   "scf.if"(%c) ({
                                    "scf.if"(%c) ({
                                     "scf.if"(%c) ({
                                      "scf.if"(%c) ({
                                       "scf.if"(%c) ({
                                        "scf.if"(%c) ({
                                         "scf.if"(%c) ({
                                          "scf.if"(%c) ({
                                           "scf.if"(%c) ({
                                            "scf.if"(%c) ({
                                             "scf.if"(%c) ({
                                              "scf.if"(%c) ({
                                               "scf.if"(%c) ({
                                                "scf.if"(%c) ({
                                                 "scf.if"(%c) ({
                                                  "scf.if"(%c) ({
                                                   "scf.if"(%c) ({
                                                    "scf.if"(%c) ({
                                                     "scf.if"(%c) ({
                                                      "scf.if"(%c) ({
                                                       "scf.if"(%c) ({
                                                        "scf.if"(%c) ({
                                                         "scf.if"(%c) ({
                                                          "scf.if"(%c) ({
                                                           "scf.if"(%c) ({
                                                            "scf.if"(%c) ({
                                                             "scf.if"(%c) ({
                                                              "scf.if"(%c) ({
                                                               "scf.if"(%c) ({
                                                                "scf.if"(%c) ({
                                                                 "scf.if"(%c) ({
                                                                  "scf.if"(%c) ({
                                                                   "scf.if"(%c) ({
                                                                    "scf.if"(%c) ({
                                                                     "scf.if"(%c) ({
                                                                      "scf.if"(%c) ({
                                                                       "scf.if"(%c) ({
                                                                        "scf.if"(%c) ({
                                                                         "scf.if"(%c) ({
                                                                          "scf.if"(%c) ({
                                                                           "scf.if"(%c) ({
                                                                            "scf.if"(%c) ({
                                                                             "scf.if"(%c) ({
                                                                              "scf.if"(%c) ({
                                                                               "scf.if"(%c) ({
                                                                                "scf.if"(%c) ({
                                                                                 "scf.if"(%c) ({
                                                                                  "scf.if"(%c) ({
                                                                                   "scf.if"(%c) ({
                                                                                    "scf.if"(%c) ({
                                                                                     "scf.if"(%c) ({
                                                                                      "scf.if"(%c) ({
                                                                                       "scf.if"(%c) ({
                                                                                        "scf.if"(%c) ({
                                                                                         "scf.if"(%c) ({
                                                                                          "scf.if"(%c) ({
                                                                                           "scf.if"(%c) ({
                                                                                            "scf.if"(%c) ({
                                                                                             "scf.if"(%c) ({
                                                                                              "scf.if"(%c) ({
                                                                                               "scf.if"(%c) ({
                                                                                                "scf.if"(%c) ({
                                                                                                 "scf.if"(%c) ({
                                                                                                  "scf.if"(%c) ({
                                                                                                   "scf.if"(%c) ({
                                                                                                    "scf.if"(%c) ({
                                                                                                     "scf.if"(%c) ({
                                                                                                      "scf.if"(%c) ({
                                                                                                       "scf.if"(%c) ({
                                                                                                        pto.call @k(input %x, input %x) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
                                                                                                        "scf.yield"() : () -> ()
                                                                                                       }, {}) : (i1) -> ()
                                                                                                       "scf.yield"() : () -> ()
                                                                                                      }, {}) : (i1) -> ()
                                                                                                      "scf.yield"() : () -> ()
                                                                                                     }, {}) : (i1) -> ()
                                                                                                     "scf.yield"() : () -> ()
                                                                                                    }, {}) : (i1) -> ()
                                                                                                    "scf.yield"() : () -> ()
                                                                                                   }, {}) : (i1) -> ()
                                                                                                   "scf.yield"() : () -> ()
                                                                                                  }, {}) : (i1) -> ()
                                                                                                  "scf.yield"() : () -> ()
                                                                                                 }, {}) : (i1) -> ()
                                                                                                 "scf.yield"() : () -> ()
                                                                                                }, {}) : (i1) -> ()
                                                                                                "scf.yield"() : () -> ()
                                                                                               }, {}) : (i1) -> ()
                                                                                               "scf.yield"() : () -> ()
                                                                                              }, {}) : (i1) -> ()
                                                                                              "scf.yield"() : () -> ()
                                                                                             }, {}) : (i1) -> ()
                                                                                             "scf.yield"() : () -> ()
                                                                                            }, {}) : (i1) -> ()
                                                                                            "scf.yield"() : () -> ()
                                                                                           }, {}) : (i1) -> ()
                                                                                           "scf.yield"() : () -> ()
                                                                                          }, {}) : (i1) -> ()
                                                                                          "scf.yield"() : () -> ()
                                                                                         }, {}) : (i1) -> ()
                                                                                         "scf.yield"() : () -> ()
                                                                                        }, {}) : (i1) -> ()
                                                                                        "scf.yield"() : () -> ()
                                                                                       }, {}) : (i1) -> ()
                                                                                       "scf.yield"() : () -> ()
                                                                                      }, {}) : (i1) -> ()
                                                                                      "scf.yield"() : () -> ()
                                                                                     }, {}) : (i1) -> ()
                                                                                     "scf.yield"() : () -> ()
                                                                                    }, {}) : (i1) -> ()
                                                                                    "scf.yield"() : () -> ()
                                                                                   }, {}) : (i1) -> ()
                                                                                   "scf.yield"() : () -> ()
                                                                                  }, {}) : (i1) -> ()
                                                                                  "scf.yield"() : () -> ()
                                                                                 }, {}) : (i1) -> ()
                                                                                 "scf.yield"() : () -> ()
                                                                                }, {}) : (i1) -> ()
                                                                                "scf.yield"() : () -> ()
                                                                               }, {}) : (i1) -> ()
                                                                               "scf.yield"() : () -> ()
                                                                              }, {}) : (i1) -> ()
                                                                              "scf.yield"() : () -> ()
                                                                             }, {}) : (i1) -> ()
                                                                             "scf.yield"() : () -> ()
                                                                            }, {}) : (i1) -> ()
                                                                            "scf.yield"() : () -> ()
                                                                           }, {}) : (i1) -> ()
                                                                           "scf.yield"() : () -> ()
                                                                          }, {}) : (i1) -> ()
                                                                          "scf.yield"() : () -> ()
                                                                         }, {}) : (i1) -> ()
                                                                         "scf.yield"() : () -> ()
                                                                        }, {}) : (i1) -> ()
                                                                        "scf.yield"() : () -> ()
                                                                       }, {}) : (i1) -> ()
                                                                       "scf.yield"() : () -> ()
                                                                      }, {}) : (i1) -> ()
                                                                      "scf.yield"() : () -> ()
                                                                     }, {}) : (i1) -> ()
                                                                     "scf.yield"() : () -> ()
                                                                    }, {}) : (i1) -> ()
                                                                    "scf.yield"() : () -> ()
                                                                   }, {}) : (i1) -> ()
                                                                   "scf.yield"() : () -> ()
                                                                  }, {}) : (i1) -> ()
                                                                  "scf.yield"() : () -> ()
                                                                 }, {}) : (i1) -> ()
                                                                 "scf.yield"() : () -> ()
                                                                }, {}) : (i1) -> ()
                                                                "scf.yield"() : () -> ()
                                                               }, {}) : (i1) -> ()
                                                               "scf.yield"() : () -> ()
                                                              }, {}) : (i1) -> ()
                                                              "scf.yield"() : () -> ()
                                                             }, {}) : (i1) -> ()
                                                             "scf.yield"() : () -> ()
                                                            }, {}) : (i1) -> ()
                                                            "scf.yield"() : () -> ()
                                                           }, {}) : (i1) -> ()
                                                           "scf.yield"() : () -> ()
                                                          }, {}) : (i1) -> ()
                                                          "scf.yield"() : () -> ()
                                                         }, {}) : (i1) -> ()
                                                         "scf.yield"() : () -> ()
                                                        }, {}) : (i1) -> ()
                                                        "scf.yield"() : () -> ()
                                                       }, {}) : (i1) -> ()
                                                       "scf.yield"() : () -> ()
                                                      }, {}) : (i1) -> ()
                                                      "scf.yield"() : () -> ()
                                                     }, {}) : (i1) -> ()
                                                     "scf.yield"() : () -> ()
                                                    }, {}) : (i1) -> ()
                                                    "scf.yield"() : () -> ()
                                                   }, {}) : (i1) -> ()
                                                   "scf.yield"() : () -> ()
                                                  }, {}) : (i1) -> ()
                                                  "scf.yield"() : () -> ()
                                                 }, {}) : (i1) -> ()
                                                 "scf.yield"() : () -> ()
                                                }, {}) : (i1) -> ()
                                                "scf.yield"() : () -> ()
                                               }, {}) : (i1) -> ()
                                               "scf.yield"() : () -> ()
                                              }, {}) : (i1) -> ()
                                              "scf.yield"() : () -> ()
                                             }, {}) : (i1) -> ()
                                             "scf.yield"() : () -> ()
                                            }, {}) : (i1) -> ()
                                            "scf.yield"() : () -> ()
                                           }, {}) : (i1) -> ()
                                           "scf.yield"() : () -> ()
                                          }, {}) : (i1) -> ()
                                          "scf.yield"() : () -> ()
                                         }, {}) : (i1) -> ()
                                         "scf.yield"() : () -> ()
                                        }, {}) : (i1) -> ()
                                        "scf.yield"() : () -> ()
                                       }, {}) : (i1) -> ()
                                       "scf.yield"() : () -> ()
                                      }, {}) : (i1) -> ()
                                      "scf.yield"() : () -> ()
                                     }, {}) : (i1) -> ()
                                     "scf.yield"() : () -> ()
                                    }, {}) : (i1) -> ()
                                    "scf.yield"() : () -> ()
                                   }, {}) : (i1) -> ()
                                   "scf.yield"() : () -> ()
                                  }, {}) : (i1) -> ()
                                  "scf.yield"() : () -> ()
                                 }, {}) : (i1) -> ()
                                 "scf.yield"() : () -> ()
                                }, {}) : (i1) -> ()
                                "scf.yield"() : () -> ()
                               }, {}) : (i1) -> ()
                               "scf.yield"() : () -> ()
                              }, {}) : (i1) -> ()
                              "scf.yield"() : () -> ()
                             }, {}) : (i1) -> ()
                             "scf.yield"() : () -> ()
                            }, {}) : (i1) -> ()
                            "scf.yield"() : () -> ()
                           }, {}) : (i1) -> ()
                           "scf.yield"() : () -> ()
                          }, {}) : (i1) -> ()
                          "scf.yield"() : () -> ()
                         }, {}) : (i1) -> ()
                         "scf.yield"() : () -> ()
                        }, {}) : (i1) -> ()
                        "scf.yield"() : () -> ()
                       }, {}) : (i1) -> ()
                       "scf.yield"() : () -> ()
                      }, {}) : (i1) -> ()
                      "scf.yield"() : () -> ()
                     }, {}) : (i1) -> ()
                     "scf.yield"() : () -> ()
                    }, {}) : (i1) -> ()
                    "scf.yield"() : () -> ()
                   }, {}) : (i1) -> ()
                   "scf.yield"() : () -> ()
                  }, {}) : (i1) -> ()
                  "scf.yield"() : () -> ()
                 }, {}) : (i1) -> ()
                 "scf.yield"() : () -> ()
                }, {}) : (i1) -> ()
                "scf.yield"() : () -> ()
               }, {}) : (i1) -> ()
               "scf.yield"() : () -> ()
              }, {}) : (i1) -> ()
              "scf.yield"() : () -> ()
             }, {}) : (i1) -> ()
             "scf.yield"() : () -> ()
            }, {}) : (i1) -> ()
            "scf.yield"() : () -> ()
           }, {}) : (i1) -> ()
           "scf.yield"() : () -> ()
          }, {}) : (i1) -> ()
          "scf.yield"() : () -> ()
         }, {}) : (i1) -> ()
         "scf.yield"() : () -> ()
        }, {}) : (i1) -> ()
        "scf.yield"() : () -> ()
       }, {}) : (i1) -> ()
       "scf.yield"() : () -> ()
      }, {}) : (i1) -> ()
      "scf.yield"() : () -> ()
     }, {}) : (i1) -> ()
     "scf.yield"() : () -> ()
    }, {}) : (i1) -> ()
    pto.return
  }
}
// CHECK: argument 1 has direction 'input' but callee @k declares parameter 1 'out', which allows output, output_existing, inout, no_dep: fix arg_directions or the callee's param_directions

// -----

// A kernel with 300 parameters, called with one argument too few.
builtin.module {
  pto.func private incore @wide(out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>)
  pto.func @f(%x: !pto.tensor<64xf32>) {
    pto.call @wide(%x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x, %x) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.return
  }
}
// CHECK: pto.call of @wide passes 299 argument(s) but the callee takes 300: pass one argument per parameter

// -----

// 400 chained calls; the last one names a callee that does not exist.
builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
  pto.func @f(%x: !pto.tensor<64xf32>, %r0: !pto.tensor<64xf32>) {
    %r1 = pto.call @k(%x, %r0) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r2 = pto.call @k(%x, %r1) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r3 = pto.call @k(%x, %r2) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r4 = pto.call @k(%x, %r3) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r5 = pto.call @k(%x, %r4) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r6 = pto.call @k(%x, %r5) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r7 = pto.call @k(%x, %r6) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r8 = pto.call @k(%x, %r7) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r9 = pto.call @k(%x, %r8) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r10 = pto.call @k(%x, %r9) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r11 = pto.call @k(%x, %r10) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r12 = pto.call @k(%x, %r11) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r13 = pto.call @k(%x, %r12) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r14 = pto.call @k(%x, %r13) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r15 = pto.call @k(%x, %r14) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r16 = pto.call @k(%x, %r15) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r17 = pto.call @k(%x, %r16) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r18 = pto.call @k(%x, %r17) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r19 = pto.call @k(%x, %r18) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r20 = pto.call @k(%x, %r19) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r21 = pto.call @k(%x, %r20) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r22 = pto.call @k(%x, %r21) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r23 = pto.call @k(%x, %r22) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r24 = pto.call @k(%x, %r23) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r25 = pto.call @k(%x, %r24) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r26 = pto.call @k(%x, %r25) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r27 = pto.call @k(%x, %r26) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r28 = pto.call @k(%x, %r27) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r29 = pto.call @k(%x, %r28) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r30 = pto.call @k(%x, %r29) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r31 = pto.call @k(%x, %r30) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r32 = pto.call @k(%x, %r31) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r33 = pto.call @k(%x, %r32) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r34 = pto.call @k(%x, %r33) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r35 = pto.call @k(%x, %r34) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r36 = pto.call @k(%x, %r35) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r37 = pto.call @k(%x, %r36) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r38 = pto.call @k(%x, %r37) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r39 = pto.call @k(%x, %r38) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r40 = pto.call @k(%x, %r39) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r41 = pto.call @k(%x, %r40) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r42 = pto.call @k(%x, %r41) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r43 = pto.call @k(%x, %r42) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r44 = pto.call @k(%x, %r43) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r45 = pto.call @k(%x, %r44) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r46 = pto.call @k(%x, %r45) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r47 = pto.call @k(%x, %r46) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r48 = pto.call @k(%x, %r47) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r49 = pto.call @k(%x, %r48) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r50 = pto.call @k(%x, %r49) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r51 = pto.call @k(%x, %r50) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r52 = pto.call @k(%x, %r51) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r53 = pto.call @k(%x, %r52) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r54 = pto.call @k(%x, %r53) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r55 = pto.call @k(%x, %r54) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r56 = pto.call @k(%x, %r55) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r57 = pto.call @k(%x, %r56) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r58 = pto.call @k(%x, %r57) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r59 = pto.call @k(%x, %r58) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r60 = pto.call @k(%x, %r59) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r61 = pto.call @k(%x, %r60) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r62 = pto.call @k(%x, %r61) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r63 = pto.call @k(%x, %r62) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r64 = pto.call @k(%x, %r63) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r65 = pto.call @k(%x, %r64) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r66 = pto.call @k(%x, %r65) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r67 = pto.call @k(%x, %r66) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r68 = pto.call @k(%x, %r67) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r69 = pto.call @k(%x, %r68) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r70 = pto.call @k(%x, %r69) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r71 = pto.call @k(%x, %r70) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r72 = pto.call @k(%x, %r71) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r73 = pto.call @k(%x, %r72) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r74 = pto.call @k(%x, %r73) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r75 = pto.call @k(%x, %r74) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r76 = pto.call @k(%x, %r75) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r77 = pto.call @k(%x, %r76) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r78 = pto.call @k(%x, %r77) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r79 = pto.call @k(%x, %r78) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r80 = pto.call @k(%x, %r79) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r81 = pto.call @k(%x, %r80) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r82 = pto.call @k(%x, %r81) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r83 = pto.call @k(%x, %r82) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r84 = pto.call @k(%x, %r83) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r85 = pto.call @k(%x, %r84) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r86 = pto.call @k(%x, %r85) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r87 = pto.call @k(%x, %r86) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r88 = pto.call @k(%x, %r87) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r89 = pto.call @k(%x, %r88) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r90 = pto.call @k(%x, %r89) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r91 = pto.call @k(%x, %r90) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r92 = pto.call @k(%x, %r91) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r93 = pto.call @k(%x, %r92) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r94 = pto.call @k(%x, %r93) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r95 = pto.call @k(%x, %r94) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r96 = pto.call @k(%x, %r95) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r97 = pto.call @k(%x, %r96) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r98 = pto.call @k(%x, %r97) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r99 = pto.call @k(%x, %r98) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r100 = pto.call @k(%x, %r99) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r101 = pto.call @k(%x, %r100) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r102 = pto.call @k(%x, %r101) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r103 = pto.call @k(%x, %r102) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r104 = pto.call @k(%x, %r103) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r105 = pto.call @k(%x, %r104) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r106 = pto.call @k(%x, %r105) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r107 = pto.call @k(%x, %r106) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r108 = pto.call @k(%x, %r107) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r109 = pto.call @k(%x, %r108) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r110 = pto.call @k(%x, %r109) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r111 = pto.call @k(%x, %r110) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r112 = pto.call @k(%x, %r111) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r113 = pto.call @k(%x, %r112) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r114 = pto.call @k(%x, %r113) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r115 = pto.call @k(%x, %r114) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r116 = pto.call @k(%x, %r115) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r117 = pto.call @k(%x, %r116) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r118 = pto.call @k(%x, %r117) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r119 = pto.call @k(%x, %r118) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r120 = pto.call @k(%x, %r119) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r121 = pto.call @k(%x, %r120) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r122 = pto.call @k(%x, %r121) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r123 = pto.call @k(%x, %r122) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r124 = pto.call @k(%x, %r123) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r125 = pto.call @k(%x, %r124) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r126 = pto.call @k(%x, %r125) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r127 = pto.call @k(%x, %r126) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r128 = pto.call @k(%x, %r127) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r129 = pto.call @k(%x, %r128) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r130 = pto.call @k(%x, %r129) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r131 = pto.call @k(%x, %r130) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r132 = pto.call @k(%x, %r131) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r133 = pto.call @k(%x, %r132) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r134 = pto.call @k(%x, %r133) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r135 = pto.call @k(%x, %r134) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r136 = pto.call @k(%x, %r135) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r137 = pto.call @k(%x, %r136) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r138 = pto.call @k(%x, %r137) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r139 = pto.call @k(%x, %r138) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r140 = pto.call @k(%x, %r139) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r141 = pto.call @k(%x, %r140) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r142 = pto.call @k(%x, %r141) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r143 = pto.call @k(%x, %r142) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r144 = pto.call @k(%x, %r143) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r145 = pto.call @k(%x, %r144) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r146 = pto.call @k(%x, %r145) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r147 = pto.call @k(%x, %r146) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r148 = pto.call @k(%x, %r147) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r149 = pto.call @k(%x, %r148) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r150 = pto.call @k(%x, %r149) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r151 = pto.call @k(%x, %r150) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r152 = pto.call @k(%x, %r151) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r153 = pto.call @k(%x, %r152) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r154 = pto.call @k(%x, %r153) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r155 = pto.call @k(%x, %r154) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r156 = pto.call @k(%x, %r155) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r157 = pto.call @k(%x, %r156) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r158 = pto.call @k(%x, %r157) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r159 = pto.call @k(%x, %r158) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r160 = pto.call @k(%x, %r159) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r161 = pto.call @k(%x, %r160) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r162 = pto.call @k(%x, %r161) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r163 = pto.call @k(%x, %r162) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r164 = pto.call @k(%x, %r163) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r165 = pto.call @k(%x, %r164) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r166 = pto.call @k(%x, %r165) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r167 = pto.call @k(%x, %r166) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r168 = pto.call @k(%x, %r167) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r169 = pto.call @k(%x, %r168) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r170 = pto.call @k(%x, %r169) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r171 = pto.call @k(%x, %r170) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r172 = pto.call @k(%x, %r171) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r173 = pto.call @k(%x, %r172) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r174 = pto.call @k(%x, %r173) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r175 = pto.call @k(%x, %r174) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r176 = pto.call @k(%x, %r175) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r177 = pto.call @k(%x, %r176) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r178 = pto.call @k(%x, %r177) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r179 = pto.call @k(%x, %r178) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r180 = pto.call @k(%x, %r179) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r181 = pto.call @k(%x, %r180) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r182 = pto.call @k(%x, %r181) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r183 = pto.call @k(%x, %r182) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r184 = pto.call @k(%x, %r183) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r185 = pto.call @k(%x, %r184) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r186 = pto.call @k(%x, %r185) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r187 = pto.call @k(%x, %r186) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r188 = pto.call @k(%x, %r187) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r189 = pto.call @k(%x, %r188) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r190 = pto.call @k(%x, %r189) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r191 = pto.call @k(%x, %r190) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r192 = pto.call @k(%x, %r191) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r193 = pto.call @k(%x, %r192) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r194 = pto.call @k(%x, %r193) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r195 = pto.call @k(%x, %r194) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r196 = pto.call @k(%x, %r195) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r197 = pto.call @k(%x, %r196) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r198 = pto.call @k(%x, %r197) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r199 = pto.call @k(%x, %r198) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r200 = pto.call @k(%x, %r199) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r201 = pto.call @k(%x, %r200) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r202 = pto.call @k(%x, %r201) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r203 = pto.call @k(%x, %r202) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r204 = pto.call @k(%x, %r203) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r205 = pto.call @k(%x, %r204) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r206 = pto.call @k(%x, %r205) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r207 = pto.call @k(%x, %r206) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r208 = pto.call @k(%x, %r207) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r209 = pto.call @k(%x, %r208) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r210 = pto.call @k(%x, %r209) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r211 = pto.call @k(%x, %r210) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r212 = pto.call @k(%x, %r211) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r213 = pto.call @k(%x, %r212) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r214 = pto.call @k(%x, %r213) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r215 = pto.call @k(%x, %r214) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r216 = pto.call @k(%x, %r215) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r217 = pto.call @k(%x, %r216) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r218 = pto.call @k(%x, %r217) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r219 = pto.call @k(%x, %r218) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r220 = pto.call @k(%x, %r219) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r221 = pto.call @k(%x, %r220) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r222 = pto.call @k(%x, %r221) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r223 = pto.call @k(%x, %r222) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r224 = pto.call @k(%x, %r223) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r225 = pto.call @k(%x, %r224) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r226 = pto.call @k(%x, %r225) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r227 = pto.call @k(%x, %r226) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r228 = pto.call @k(%x, %r227) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r229 = pto.call @k(%x, %r228) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r230 = pto.call @k(%x, %r229) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r231 = pto.call @k(%x, %r230) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r232 = pto.call @k(%x, %r231) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r233 = pto.call @k(%x, %r232) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r234 = pto.call @k(%x, %r233) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r235 = pto.call @k(%x, %r234) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r236 = pto.call @k(%x, %r235) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r237 = pto.call @k(%x, %r236) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r238 = pto.call @k(%x, %r237) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r239 = pto.call @k(%x, %r238) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r240 = pto.call @k(%x, %r239) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r241 = pto.call @k(%x, %r240) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r242 = pto.call @k(%x, %r241) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r243 = pto.call @k(%x, %r242) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r244 = pto.call @k(%x, %r243) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r245 = pto.call @k(%x, %r244) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r246 = pto.call @k(%x, %r245) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r247 = pto.call @k(%x, %r246) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r248 = pto.call @k(%x, %r247) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r249 = pto.call @k(%x, %r248) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r250 = pto.call @k(%x, %r249) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r251 = pto.call @k(%x, %r250) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r252 = pto.call @k(%x, %r251) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r253 = pto.call @k(%x, %r252) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r254 = pto.call @k(%x, %r253) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r255 = pto.call @k(%x, %r254) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r256 = pto.call @k(%x, %r255) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r257 = pto.call @k(%x, %r256) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r258 = pto.call @k(%x, %r257) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r259 = pto.call @k(%x, %r258) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r260 = pto.call @k(%x, %r259) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r261 = pto.call @k(%x, %r260) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r262 = pto.call @k(%x, %r261) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r263 = pto.call @k(%x, %r262) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r264 = pto.call @k(%x, %r263) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r265 = pto.call @k(%x, %r264) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r266 = pto.call @k(%x, %r265) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r267 = pto.call @k(%x, %r266) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r268 = pto.call @k(%x, %r267) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r269 = pto.call @k(%x, %r268) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r270 = pto.call @k(%x, %r269) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r271 = pto.call @k(%x, %r270) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r272 = pto.call @k(%x, %r271) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r273 = pto.call @k(%x, %r272) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r274 = pto.call @k(%x, %r273) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r275 = pto.call @k(%x, %r274) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r276 = pto.call @k(%x, %r275) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r277 = pto.call @k(%x, %r276) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r278 = pto.call @k(%x, %r277) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r279 = pto.call @k(%x, %r278) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r280 = pto.call @k(%x, %r279) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r281 = pto.call @k(%x, %r280) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r282 = pto.call @k(%x, %r281) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r283 = pto.call @k(%x, %r282) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r284 = pto.call @k(%x, %r283) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r285 = pto.call @k(%x, %r284) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r286 = pto.call @k(%x, %r285) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r287 = pto.call @k(%x, %r286) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r288 = pto.call @k(%x, %r287) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r289 = pto.call @k(%x, %r288) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r290 = pto.call @k(%x, %r289) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r291 = pto.call @k(%x, %r290) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r292 = pto.call @k(%x, %r291) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r293 = pto.call @k(%x, %r292) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r294 = pto.call @k(%x, %r293) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r295 = pto.call @k(%x, %r294) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r296 = pto.call @k(%x, %r295) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r297 = pto.call @k(%x, %r296) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r298 = pto.call @k(%x, %r297) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r299 = pto.call @k(%x, %r298) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r300 = pto.call @k(%x, %r299) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r301 = pto.call @k(%x, %r300) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r302 = pto.call @k(%x, %r301) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r303 = pto.call @k(%x, %r302) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r304 = pto.call @k(%x, %r303) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r305 = pto.call @k(%x, %r304) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r306 = pto.call @k(%x, %r305) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r307 = pto.call @k(%x, %r306) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r308 = pto.call @k(%x, %r307) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r309 = pto.call @k(%x, %r308) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r310 = pto.call @k(%x, %r309) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r311 = pto.call @k(%x, %r310) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r312 = pto.call @k(%x, %r311) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r313 = pto.call @k(%x, %r312) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r314 = pto.call @k(%x, %r313) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r315 = pto.call @k(%x, %r314) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r316 = pto.call @k(%x, %r315) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r317 = pto.call @k(%x, %r316) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r318 = pto.call @k(%x, %r317) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r319 = pto.call @k(%x, %r318) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r320 = pto.call @k(%x, %r319) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r321 = pto.call @k(%x, %r320) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r322 = pto.call @k(%x, %r321) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r323 = pto.call @k(%x, %r322) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r324 = pto.call @k(%x, %r323) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r325 = pto.call @k(%x, %r324) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r326 = pto.call @k(%x, %r325) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r327 = pto.call @k(%x, %r326) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r328 = pto.call @k(%x, %r327) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r329 = pto.call @k(%x, %r328) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r330 = pto.call @k(%x, %r329) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r331 = pto.call @k(%x, %r330) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r332 = pto.call @k(%x, %r331) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r333 = pto.call @k(%x, %r332) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r334 = pto.call @k(%x, %r333) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r335 = pto.call @k(%x, %r334) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r336 = pto.call @k(%x, %r335) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r337 = pto.call @k(%x, %r336) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r338 = pto.call @k(%x, %r337) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r339 = pto.call @k(%x, %r338) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r340 = pto.call @k(%x, %r339) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r341 = pto.call @k(%x, %r340) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r342 = pto.call @k(%x, %r341) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r343 = pto.call @k(%x, %r342) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r344 = pto.call @k(%x, %r343) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r345 = pto.call @k(%x, %r344) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r346 = pto.call @k(%x, %r345) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r347 = pto.call @k(%x, %r346) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r348 = pto.call @k(%x, %r347) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r349 = pto.call @k(%x, %r348) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r350 = pto.call @k(%x, %r349) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r351 = pto.call @k(%x, %r350) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r352 = pto.call @k(%x, %r351) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r353 = pto.call @k(%x, %r352) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r354 = pto.call @k(%x, %r353) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r355 = pto.call @k(%x, %r354) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r356 = pto.call @k(%x, %r355) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r357 = pto.call @k(%x, %r356) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r358 = pto.call @k(%x, %r357) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r359 = pto.call @k(%x, %r358) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r360 = pto.call @k(%x, %r359) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r361 = pto.call @k(%x, %r360) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r362 = pto.call @k(%x, %r361) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r363 = pto.call @k(%x, %r362) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r364 = pto.call @k(%x, %r363) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r365 = pto.call @k(%x, %r364) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r366 = pto.call @k(%x, %r365) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r367 = pto.call @k(%x, %r366) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r368 = pto.call @k(%x, %r367) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r369 = pto.call @k(%x, %r368) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r370 = pto.call @k(%x, %r369) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r371 = pto.call @k(%x, %r370) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r372 = pto.call @k(%x, %r371) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r373 = pto.call @k(%x, %r372) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r374 = pto.call @k(%x, %r373) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r375 = pto.call @k(%x, %r374) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r376 = pto.call @k(%x, %r375) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r377 = pto.call @k(%x, %r376) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r378 = pto.call @k(%x, %r377) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r379 = pto.call @k(%x, %r378) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r380 = pto.call @k(%x, %r379) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r381 = pto.call @k(%x, %r380) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r382 = pto.call @k(%x, %r381) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r383 = pto.call @k(%x, %r382) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r384 = pto.call @k(%x, %r383) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r385 = pto.call @k(%x, %r384) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r386 = pto.call @k(%x, %r385) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r387 = pto.call @k(%x, %r386) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r388 = pto.call @k(%x, %r387) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r389 = pto.call @k(%x, %r388) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r390 = pto.call @k(%x, %r389) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r391 = pto.call @k(%x, %r390) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r392 = pto.call @k(%x, %r391) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r393 = pto.call @k(%x, %r392) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r394 = pto.call @k(%x, %r393) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r395 = pto.call @k(%x, %r394) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r396 = pto.call @k(%x, %r395) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r397 = pto.call @k(%x, %r396) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r398 = pto.call @k(%x, %r397) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r399 = pto.call @k(%x, %r398) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %last = pto.call @kk(%x, %r399) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return
  }
}
// CHECK: callee @kk is not defined in the enclosing module: declare it with pto.func (a body-less declaration such as `pto.func private @kk(in !pto.tensor<64xf32>, in !pto.tensor<64xf32>) -> !pto.tensor<64xf32>` is enough) or fix the name
