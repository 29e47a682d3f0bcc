connect-request
connect-established
accept-established
send data, socket 1
receive data
connect-request
accept-refused for port 1
connect-refused

