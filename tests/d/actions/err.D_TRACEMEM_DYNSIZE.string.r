-- @@stderr --
dtrace: failed to compile script err.D_TRACEMEM_DYNSIZE.string.d: [D_TRACEMEM_DYNSIZE] line 4: tracemem( ) dynamic size (argument #3) must be of integer type
