-- @@stderr --
dtrace: failed to compile script err.D_XLATE_SOU.incomplete.d: [D_XLATE_SOU] line 7: incomplete struct/union/enum struct fwd
