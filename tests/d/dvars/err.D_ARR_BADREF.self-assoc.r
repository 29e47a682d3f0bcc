-- @@stderr --
dtrace: failed to compile script err.D_ARR_BADREF.self-assoc.d: [D_ARR_BADREF] line 9: self->a is an associative array and must be indexed
