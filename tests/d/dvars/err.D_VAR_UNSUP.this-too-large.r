-- @@stderr --
dtrace: failed to compile script err.D_VAR_UNSUP.this-too-large.d: [D_VAR_UNSUP] line 7: this->big: char [20000] is too large for a clause-local variable (20000 bytes; at most 16384)
