macros macros 1

