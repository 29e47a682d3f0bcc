-- @@stderr --
dtrace: failed to compile script err.D_VAR_UNDEF.this.d: [D_VAR_UNDEF] line 6: this->y has not yet been declared or assigned
