#!/usr/sbin/dtrace -s
/*
 * iolatency.d - block I/O latency distribution (ns), start to done,
 * pairing the two probes by request.
 */
#pragma D option quiet

io:::start
{
	start_ts[arg0] = timestamp;
}

io:::done
/start_ts[arg0]/
{
	@["block I/O latency (ns)"] = quantize(timestamp - start_ts[arg0]);
	start_ts[arg0] = 0;
}
