-- @@stderr --
dtrace: failed to compile script err.D_DECL_VOIDOBJ.array.d: [D_DECL_VOIDOBJ] line 6: cannot declare array of void
