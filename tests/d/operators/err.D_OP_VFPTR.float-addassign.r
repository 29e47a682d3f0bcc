-- @@stderr --
dtrace: failed to compile script err.D_OP_VFPTR.float-addassign.d: [D_OP_VFPTR] line 9: operator += requires left-hand scalar operand of known size
