
state-close-wait -> state-last-ack
state-closed -> state-listen
state-closed -> state-syn-sent
state-established -> state-close-wait
state-established -> state-fin-wait-1
state-fin-wait-1 -> state-fin-wait-2
state-fin-wait-2 -> state-closed
state-last-ack -> state-closed
state-listen -> state-closed
state-listen -> state-syn-received
state-syn-received -> state-established
state-syn-sent -> state-established
