-- @@stderr --
dtrace: failed to compile script err.D_REGS_IDX.range.d: [D_REGS_IDX] line 8: index 21 is out of range for array uregs
