# An import error through xdsl-opt is one line, FILE:LINE:COL: message, on
# standard error, with status 1: no traceback, no module (issue 40). This file
# is the unknown statement; the other inputs are written by the RUN lines.
# RUN: not xdsl-opt %s 2>&1 | filecheck %s --check-prefix=STMT
# RUN: not xdsl-opt -f pypto %s 2>&1 | filecheck %s --check-prefix=STMT
# RUN: printf 'def f(:\n' > %t.syntax.py
# RUN: not xdsl-opt %t.syntax.py 2>&1 | filecheck %s --check-prefix=SYNTAX
# RUN: printf '' > %t.empty.py
# RUN: not xdsl-opt %t.empty.py 2>&1 | filecheck %s --check-prefix=EMPTY
# RUN: printf 'import os\n' > %t.notpypto
# RUN: not xdsl-opt -f pypto < %t.notpypto 2>&1 | filecheck %s --check-prefix=NOPROGRAM
# RUN: printf '\xff\n' > %t.binary.py
# RUN: not xdsl-opt %t.binary.py 2>&1 | filecheck %s --check-prefix=BINARY
# Under --parsing-diagnostics the error is still xDSL's parse diagnostic (the
# line, a caret, the message) and the status 0, as lit tests use it.
# RUN: xdsl-opt --parsing-diagnostics %s | filecheck %s --check-prefix=DIAG
import pypto.language as pl

@pl.program
class bad:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        while True:
            pass
        return x

# STMT-NOT:    Traceback
# STMT:        {{^.*}}errors-one-line.py:23:9: unknown statement form (While): supported are {{.*}}{{$}}
# STMT-NOT:    {{.}}

# SYNTAX-NOT:  Traceback
# SYNTAX:      {{^.*}}.syntax.py:1:7: not Python: invalid syntax; a printed PyPTO program is the text pypto.ir.python_print writes (is the file truncated?){{$}}
# SYNTAX-NOT:  {{.}}

# EMPTY-NOT:   Traceback
# EMPTY:       {{^.*}}.empty.py:1:1: not a printed PyPTO program: expected exactly one @pl.program class, found 0{{$}}
# EMPTY-NOT:   {{.}}

# NOPROGRAM-NOT: Traceback
# NOPROGRAM:   {{^}}stdin:1:1: not a printed PyPTO program: expected exactly one @pl.program class, found 0{{$}}
# NOPROGRAM-NOT: {{.}}

# BINARY-NOT:  Traceback
# BINARY:      {{^.*}}.binary.py:1:1: not a printed PyPTO program: byte 1:1 is not UTF-8{{$}}
# BINARY-NOT:  {{.}}

# DIAG:        errors-one-line.py:23:9
# DIAG-NEXT:           while True:
# DIAG-NEXT:   {{^        \^$}}
# DIAG-NEXT:           unknown statement form (While)
