-- @@stderr --
dtrace: failed to compile script err.D_VAR_UNDEF.self.d: [D_VAR_UNDEF] line 6: self->x has not yet been declared or assigned
