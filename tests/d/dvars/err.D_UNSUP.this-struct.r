-- @@stderr --
dtrace: failed to compile script err.D_UNSUP.this-struct.d: [D_UNSUP] line 7: D variables of struct or union type are not supported yet: x
