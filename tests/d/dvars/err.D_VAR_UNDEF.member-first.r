-- @@stderr --
dtrace: failed to compile script err.D_VAR_UNDEF.member-first.d: [D_VAR_UNDEF] line 8: self->s has not yet been declared or assigned
