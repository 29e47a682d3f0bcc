/*
 * Seed script book-pycode.d adapted to CPython 3.11 (INDEX.md): the
 * interpreter no longer calls PyEval_EvalCodeEx per frame, so the code
 * object is not copied in and decoded with book-pycode.h's 3.4 layouts;
 * its python:::function-entry USDT probe gives the same three values
 * (file, function name, line) as C strings and an int.  Kept from the
 * seed: the intentionally missing foo$target::: (hence -Z) and the three
 * trace() actions per call.  Run on ../usdt/pyfuncs.py; the .r.p keeps
 * its records, with the CPU and ID columns and the directory normalized.
 * @@args: -Z -c "/usr/bin/python3.11 ../usdt/pyfuncs.py"
 * @@timeout: 30
 */
/*
 * Seed:     003_b26bface641d0cea.txt -- book "Dynamic Tracing with DTrace & SystemTap" (S. Klyaus),
 *           section "Module 5 / Non-native languages", listing scripts/dtrace/pycode.d
 * Adapted:  pid$target::PyEval_EvalCodeEx:entry + copyin of PyCodeObject
 *           -> python$target:::function-entry (arg0 file, arg1 name, arg2 line).
 */

foo$target::: {}

python$target:::function-entry {
    trace(copyinstr(arg0));
    trace(copyinstr(arg1));
    trace(arg2);
}
