-- @@stderr --
dtrace: failed to compile script err.D_SYNTAX.pctflags.d: [D_SYNTAX] line 8: format conversion #1 cannot be combined with other format flags: %%
