/*
 * Thread-local associative arrays (self->name[keys]): integer, string
 * and struct values, one and two keys, compound assignment and ++,
 * unassigned keys reading as 0, deletion by 0; a global array of the
 * same name is another variable.
 * @@args: -q
 */
BEGIN
{
	self->a["x"] = 1;
	self->a["y"] = 2;
	self->a["x"] += 10;
	self->c[1, 2]++;
	self->c[1, 2]++;
	self->s[1] = "str";
	self->t[pid] = *curthread;
	self->t[pid].pid = 77;
	printf("%d %d %d %d %s %d %d %d\n", self->a["x"], self->a["y"],
	    self->a["z"], self->c[1, 2], self->s[1], self->t[pid].pid,
	    self->t[pid].tgid == pid, self->t[0].pid);
	self->a["x"] = 0;
	self->t[pid] = 0;
	printf("%d %d\n", self->a["x"], self->t[pid].tgid);
	a["x"] = 5;
	printf("%d %d\n", a["x"], self->a["x"]);
	exit(0);
}
