"""Operations: the command line's admin, maintenance, logs, systemd and the single-instance lock."""
