lowered by 3, thread 1, process 1
lowered by 1, thread 1, process 1

