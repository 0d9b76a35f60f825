"""Tests of game records: reading, writing, replaying, stories and the replay command."""
