-- @@stderr --
dtrace: failed to compile script err.D_REGS_IDX.variable.d: [D_REGS_IDX] line 9: index to uregs[ ] must be a static integer constant
