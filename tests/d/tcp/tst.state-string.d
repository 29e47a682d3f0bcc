/*
 * tcp_state_string[] names the states of tcp:::state-change (args[5] the
 * previous state, args[3] the new one) for a loopback connection.
 * @@trigger: net tcp
 * @@sort
 */
#pragma D option quiet

tcp:::state-change
/pid == $target/
{
	printf("%s -> %s\n", tcp_state_string[args[5]->tcps_state],
	    tcp_state_string[args[3]->tcps_state]);
}
