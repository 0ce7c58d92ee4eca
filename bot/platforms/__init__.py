"""The chat platforms: the layer they share (chat) and one folder each."""
