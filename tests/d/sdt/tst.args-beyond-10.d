/*
 * sdt provider: args[10] and up (past the arg0..arg9 slots) are read from
 * the tracepoint record; they were 0.  tcp:tcp_probe has 17 fields:
 * snd_wnd (args[11]), rcv_wnd (args[13]), sock_cookie (args[14]) and the
 * skb and sock addresses (args[15], args[16]) are not 0 when the
 * trigger's "hello" (data_len args[6] = 5) arrives.
 * @@trigger: net tcp
 */
#pragma D option quiet

sdt:tcp::tcp_probe
/pid == $target && args[6] == 5/
{
	printf("len %d snd_wnd %d rcv_wnd %d cookie %d skb %d sk %d\n",
	    args[6], args[11] > 0, args[13] > 0, args[14] != 0,
	    args[15] != NULL, args[16] != NULL);
}
