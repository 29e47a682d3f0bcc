-- @@stderr --
dtrace: failed to compile script err.D_UNSUP.twokeys.d: [D_UNSUP] line 4: inline add: inline associative arrays take one named key
