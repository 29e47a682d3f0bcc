-- @@stderr --
dtrace: failed to compile script err.D_XLATE_NOCONV.member.d: [D_XLATE_NOCONV] line 8: translator does not define conversion for member: b
