builtin.module {ÿþ}
