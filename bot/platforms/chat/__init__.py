"""What every chat platform does the same way, platform-neutral."""
