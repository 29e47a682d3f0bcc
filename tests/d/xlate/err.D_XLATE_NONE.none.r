-- @@stderr --
dtrace: failed to compile script err.D_XLATE_NONE.none.d: [D_XLATE_NONE] line 7: cannot translate from "struct task_struct *" to "struct out *"
