-- @@stderr --
dtrace: failed to compile script err.D_DECL_VOIDOBJ.void.d: [D_DECL_VOIDOBJ] line 6: cannot declare void inline: V
