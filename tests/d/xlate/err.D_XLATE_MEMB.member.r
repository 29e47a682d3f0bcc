-- @@stderr --
dtrace: failed to compile script err.D_XLATE_MEMB.member.d: [D_XLATE_MEMB] line 7: translator member b is not a member of struct out
