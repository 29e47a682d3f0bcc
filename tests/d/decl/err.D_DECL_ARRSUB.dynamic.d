/*
 * An array dimension must be an integer constant.
 * @@noroot
 * @@args: -e
 */
int v;
int a[v];
