off-cpu in target, next is another thread 1
sleep in target
wakeup of target by another thread 1
enqueue of target, cpu ok 1
dequeue of target, cpu ok 1
on-cpu in target

