#ifndef CNCURSES_SHIM_H
#define CNCURSES_SHIM_H

/* Ask ncurses for the wide-character API (cchar_t, get_wch, mvadd_wch, setcchar).
 * NCURSES_WIDECHAR is honoured even when glibc's feature macros were already
 * processed by the Glibc Clang module, which makes _XOPEN_SOURCE too late here. */
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <locale.h>
#include <wchar.h>
/* Debian's libncurses-dev and Homebrew's ncurses put the wide-character header under
 * ncursesw/; macOS's own SDK has one curses.h with the wide API built in. */
#if __has_include(<ncursesw/curses.h>)
#include <ncursesw/curses.h>
#else
#include <curses.h>
#endif

/* Globals and function-like macros Swift cannot import, or refuses under Swift 6's
 * strict concurrency checking, wrapped as functions. */
static inline WINDOW *cn_stdscr(void) { return stdscr; }
static inline int cn_lines(void) { return LINES; }
static inline int cn_cols(void) { return COLS; }

static inline attr_t cn_color_pair(short n) { return (attr_t)COLOR_PAIR(n); }
static inline attr_t cn_a_normal(void) { return A_NORMAL; }
static inline attr_t cn_a_bold(void) { return A_BOLD; }
static inline attr_t cn_a_reverse(void) { return A_REVERSE; }
static inline attr_t cn_a_underline(void) { return A_UNDERLINE; }
static inline attr_t cn_a_dim(void) { return A_DIM; }
/* A_ITALIC came with ncurses 5.9; an older library (macOS ships 5.7) shows italics upright. */
#ifdef A_ITALIC
static inline attr_t cn_a_italic(void) { return A_ITALIC; }
#else
static inline attr_t cn_a_italic(void) { return A_NORMAL; }
#endif

static inline mmask_t cn_all_mouse_events(void) { return ALL_MOUSE_EVENTS | REPORT_MOUSE_POSITION; }
static inline mmask_t cn_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t cn_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t cn_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t cn_button5_pressed(void) { return BUTTON5_PRESSED; }

/* One grapheme cluster (a base and its combining marks) into one cell. */
static inline int cn_mvadd_cluster(int y, int x, const wchar_t *wcs, attr_t attr, short pair) {
    cchar_t cc;
    if (setcchar(&cc, wcs, attr, pair, NULL) == ERR) return ERR;
    return mvadd_wch(y, x, &cc);
}

/* glibc declares wcwidth only under __USE_XOPEN, which the Glibc module lacks. */
extern int wcwidth(wchar_t c);
static inline int cn_wcwidth(wchar_t c) { return wcwidth(c); }


/* stdin/stdout are mutable C globals that Swift 6 refuses; newterm needs them as FILE*. */
#include <stdio.h>
#include <unistd.h>
#include <string.h>
#include <ncursesw/term.h>
static inline FILE *cn_stdout_file(void) { return stdout; }
static inline FILE *cn_stdin_file(void) { return stdin; }
static inline WINDOW *cn_curscr(void) { return curscr; }
static inline int cn_colors(void) { return COLORS; }

/* Escape sequences ncurses has no call for (bracketed paste) go straight to the
 * terminal, after whatever ncurses still has buffered. */
static inline void cn_write_tty(const char *s) {
    fflush(stdout);
    size_t left = strlen(s);
    while (left > 0) {
        ssize_t n = write(1, s, left);
        if (n <= 0) break;
        s += n;
        left -= (size_t)n;
    }
}

/* Whether terminfo knows `term`, asked without letting ncurses print or exit:
 * 1 = usable, 0 = unknown, -1 = no terminfo database, 2 = hardcopy or generic. */
static inline int cn_check_terminal(const char *term, int fd) {
    int status = 0;
    if (setupterm(term, fd, &status) != OK) return status == 1 ? 2 : status;
    int generic = tigetflag("gn") > 0 || tigetflag("hc") > 0;
    del_curterm(cur_term);
    return generic ? 2 : 1;
}

/* A terminfo string capability of the current terminal, or NULL when it lacks it. */
static inline const char *cn_terminfo_string(const char *capability) {
    char *value = tigetstr(capability);
    return (value == NULL || value == (char *)-1) ? NULL : value;
}

/* A signal number shared between a signal handler and the main program: volatile, which
 * Swift cannot say, so every load and store really goes to memory. */
#include <signal.h>
static inline void cn_store_signal(volatile sig_atomic_t *slot, int value) { *slot = (sig_atomic_t)value; }
static inline int cn_load_signal(const volatile sig_atomic_t *slot) { return (int)*slot; }

#endif
