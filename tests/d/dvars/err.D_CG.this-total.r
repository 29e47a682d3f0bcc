-- @@stderr --
dtrace: failed to compile script err.D_CG.this-total.d: [D_CG] line 8: this->y: clause-local variables need more than the 16384 bytes of scratch space they may use
