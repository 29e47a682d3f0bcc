/* Not tst/err/drp: the runner ignores it. @@fake-exit: 9 */
