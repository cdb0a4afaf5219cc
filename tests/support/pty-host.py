"""
Runs a command in a pseudo-terminal of its own, as the leader of a new
session with that terminal as its controlling terminal, as a login or an
SSH session runs a shell. Bytes on our standard input go to the terminal
and the terminal's output comes out on our standard output.

When our standard input ends, the terminal is hung up: its master side is
closed, as when a window is closed or a connection drops, and the kernel
sends the command SIGHUP. On standard error, one JSON line gives the
command's pid when it starts, and another when it has ended says how: its
exit code or signal, and how many milliseconds it took after the hang-up.

usage: python3 pty-host.py COLS ROWS COMMAND [ARG...]
"""
import fcntl
import json
import os
import pty
import select
import struct
import sys
import termios
import time

cols, rows = int(sys.argv[1]), int(sys.argv[2])
pid, master = pty.fork()
if pid == 0:
    fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
    os.execvp(sys.argv[3], sys.argv[3:])

sys.stderr.write(json.dumps({"pid": pid}) + "\n")
sys.stderr.flush()
stdin = sys.stdin.fileno()
stdout = sys.stdout.fileno()
hung_up_at = None
while hung_up_at is None:
    ready, _, _ = select.select([master, stdin], [], [])
    if master in ready:
        try:
            data = os.read(master, 65536)
        except OSError:
            data = b""
        if not data:
            break
        os.write(stdout, data)
    if stdin in ready:
        data = os.read(stdin, 65536)
        if data:
            os.write(master, data)
        else:
            hung_up_at = time.monotonic()
            os.close(master)

_, status = os.waitpid(pid, 0)
ms = None if hung_up_at is None else round((time.monotonic() - hung_up_at) * 1000, 1)
ended = {"code": os.WEXITSTATUS(status)} if os.WIFEXITED(status) else {"signal": os.WTERMSIG(status)}
sys.stderr.write(json.dumps({**ended, "msAfterHangUp": ms}) + "\n")
if hung_up_at is None:
    os.close(master)
