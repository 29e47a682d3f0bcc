/*
 * A scoped struct must exist in that module.
 * @@noroot
 * @@args: -e
 */
BEGIN { trace(sizeof(struct vmlinux`no_such_struct_x)); }
