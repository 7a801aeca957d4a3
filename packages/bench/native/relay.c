/*
 * The native floor of a stdio proxy, for the P7 report (packages/bench/src/native-floor.ts builds it with `cc` when
 * one is installed): starts `command [args...]` with pipes for its stdin and stdout and copies bytes both ways with
 * poll(2), read(2) and write(2), reading nothing. With --own-group the command first calls setsid(2), as
 * `mcp-wire proxy` and `pipe-floor.ts --own-group` start the server. Exits with the command's exit status.
 * Usage: relay [--own-group] command [args...]
 */
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static int copy(int from, int to) {
  static char buffer[1 << 16];
  ssize_t n = read(from, buffer, sizeof buffer);
  if (n <= 0) return 0;
  for (ssize_t done = 0; done < n;) {
    ssize_t written = write(to, buffer + done, (size_t)(n - done));
    if (written <= 0) return 0;
    done += written;
  }
  return 1;
}

int main(int argc, char **argv) {
  int first = 1, own_group = 0;
  if (argc > 1 && strcmp(argv[1], "--own-group") == 0) own_group = 1, first = 2;
  if (first >= argc) return 2;
  int to_child[2], from_child[2];
  if (pipe(to_child) != 0 || pipe(from_child) != 0) return 2;
  pid_t pid = fork();
  if (pid < 0) return 2;
  if (pid == 0) {
    if (own_group) setsid();
    dup2(to_child[0], 0);
    dup2(from_child[1], 1);
    close(to_child[0]), close(to_child[1]), close(from_child[0]), close(from_child[1]);
    execvp(argv[first], argv + first);
    _exit(127);
  }
  close(to_child[0]), close(from_child[1]);
  struct pollfd fds[2] = {{.fd = 0, .events = POLLIN}, {.fd = from_child[0], .events = POLLIN}};
  for (;;) {
    if (poll(fds, 2, -1) < 0) break;
    if (fds[0].revents && !copy(0, to_child[1])) close(to_child[1]), fds[0].fd = -1;
    if (fds[1].revents && !copy(from_child[0], 1)) break;
  }
  int status = 0;
  waitpid(pid, &status, 0);
  return WIFEXITED(status) ? WEXITSTATUS(status) : 1;
}
