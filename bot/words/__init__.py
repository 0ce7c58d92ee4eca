"""The words: messages in four languages, rendering, buttons, pictures and transcripts."""
