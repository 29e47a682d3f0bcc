-- @@stderr --
dtrace: failed to compile script err.D_VAR_UNSUP.this-total.d: [D_VAR_UNSUP] line 8: this->y: clause-local variables need more than the 16384 bytes of scratch space they may use
