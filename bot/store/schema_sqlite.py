"""The store's tables on SQLite: migration i takes the database from ``PRAGMA user_version`` i
to i + 1 (bot/store/schema_postgres.py makes the same changes on PostgreSQL)."""

from __future__ import annotations

import aiosqlite

from bot.store.sqlite import SqliteMigration

Migration = SqliteMigration


def _sql(*statements: str) -> Migration:
    """A migration made of plain statements. They run one by one with ``execute`` because
    ``executescript`` would COMMIT the open transaction before running."""

    async def migrate(db: aiosqlite.Connection) -> None:
        for statement in statements:
            await db.execute_fetchall(statement)

    return migrate


# Migration i takes the database from user_version i to i + 1. Append only: never edit one
# that has shipped, since databases out there already ran it.
MIGRATIONS: list[Migration] = [
    _sql(
        """CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            channel TEXT NOT NULL,
            game TEXT NOT NULL,
            variant TEXT NOT NULL,
            owner_id TEXT NOT NULL,
            owner_name TEXT NOT NULL,
            status TEXT NOT NULL CHECK (status IN ('live', 'finished', 'abandoned')),
            created_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP,
            updated_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP
        )""",
        # The rule "one live game per channel" is enforced by SQLite itself, not just checked.
        "CREATE UNIQUE INDEX games_one_live ON games (channel) WHERE status = 'live'",
        "CREATE INDEX games_by_channel ON games (channel, id)",
        """CREATE TABLE steps (
            id INTEGER PRIMARY KEY,
            game_id INTEGER NOT NULL REFERENCES games (id),
            version INTEGER NOT NULL CHECK (version >= 1),
            state TEXT NOT NULL,
            events TEXT NOT NULL,
            undone INTEGER NOT NULL DEFAULT 0 CHECK (undone IN (0, 1)),
            created_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP
        )""",
        # Partial: after an undo the next commit reuses the undone step's version number.
        "CREATE UNIQUE INDEX steps_live_version ON steps (game_id, version) WHERE undone = 0",
        """CREATE TABLE channel_settings (
            channel TEXT NOT NULL,
            name TEXT NOT NULL,
            value TEXT NOT NULL,
            PRIMARY KEY (channel, name)
        )""",
        """CREATE TABLE board_profiles (
            channel TEXT NOT NULL,
            game TEXT NOT NULL,
            profile TEXT NOT NULL,
            PRIMARY KEY (channel, game)
        )""",
    ),
    _sql(
        # The version at which a step's turn began: a turn is the step a command made and the
        # answers that followed it, shown in chat as one message edited as it goes.
        "ALTER TABLE steps ADD COLUMN turn INTEGER",
        # Platform requests (a Telegram update, a Discord interaction) already applied, written
        # in the same transaction as the step they made: a redelivered one is applied once.
        """CREATE TABLE requests (
            key TEXT PRIMARY KEY,
            created_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP
        )""",
        # The message showing a channel's current turn, per platform, so that a restarted bot
        # still edits it rather than posting a new one.
        """CREATE TABLE live_messages (
            channel TEXT NOT NULL,
            platform TEXT NOT NULL,
            game_id INTEGER NOT NULL,
            turn INTEGER NOT NULL,
            ref TEXT NOT NULL,
            PRIMARY KEY (channel, platform)
        )""",
    ),
    _sql(
        # Versions never repeat: undo writes a new version that copies an older step. The
        # copy names the step it copies, so the player's count of steps stays true.
        "ALTER TABLE steps ADD COLUMN copy_of INTEGER",
        # Updates received and not yet carried through: see Store.inbox_add.
        """CREATE TABLE inbox (
            key TEXT PRIMARY KEY,
            platform TEXT NOT NULL,
            payload TEXT NOT NULL,
            created_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP
        )""",
        # Repair games wedged by older code, which stored a game's last step and its finish in
        # two transactions: a crash between them left the game live with its state over.
        """UPDATE games SET status = 'finished', updated_at = CURRENT_TIMESTAMP
           WHERE status = 'live' AND EXISTS (
               SELECT 1 FROM steps AS s WHERE s.game_id = games.id AND s.undone = 0
               AND s.version = (SELECT MAX(version) FROM steps
                                WHERE game_id = games.id AND undone = 0)
               AND CASE WHEN json_valid(s.state)
                        THEN json_extract(s.state, '$.phase') = 'over' ELSE 0 END)""",
    ),
    _sql(
        # Compact history (see bot/store/history.py): an older row's state as raw deflate
        # against the state of row ``base`` (its ``state`` then ''). NULL: the text is whole.
        "ALTER TABLE steps ADD COLUMN packed BLOB",
        "ALTER TABLE steps ADD COLUMN base INTEGER",
        # Its events, deflated with a dictionary of typical events (history.py's _pack_events), its
        # ``events`` then ''. NULL: the text is whole.
        "ALTER TABLE steps ADD COLUMN events_packed BLOB",
        # The rows still whole, found by game without a scan of every step: small, since only
        # the last few rows of each live game are in it.
        "CREATE INDEX steps_whole ON steps (game_id, id) WHERE packed IS NULL",
    ),
    _sql(
        # The channel an update belongs to, so that one channel's updates are carried through
        # in order by whichever process holds the channel (bot/store/postgres.py).
        "ALTER TABLE inbox ADD COLUMN channel TEXT",
        # How many writes each channel has had: on PostgreSQL, what a process kept in memory
        # of a channel is checked against it (bot/store/postgres.py). On SQLite the file's
        # data_version does that, and the table stays empty.
        """CREATE TABLE channel_stamps (
            channel TEXT PRIMARY KEY,
            stamp INTEGER NOT NULL
        )""",
    ),
    _sql(
        # A finished game's result, as its rules decide it (bot/store/results.py): written
        # with the game's finish, read by a player's record and a channel's. It outlives its
        # game's pruning (a record is of every play), which sets game_id NULL: no foreign key,
        # and an id of its own, since SQLite may give a pruned game's id to a new game.
        """CREATE TABLE results (
            id INTEGER PRIMARY KEY,
            game_id INTEGER,
            game TEXT NOT NULL,
            automaton TEXT NOT NULL,
            level TEXT,
            channel TEXT NOT NULL,
            player_id TEXT NOT NULL,
            player_name TEXT NOT NULL,
            outcome TEXT NOT NULL,
            won INTEGER CHECK (won IN (0, 1)),
            score INTEGER,
            margin INTEGER,
            complete INTEGER NOT NULL CHECK (complete IN (0, 1)),
            turns INTEGER NOT NULL,
            seed TEXT,
            started_at TEXT NOT NULL,
            ended_at TEXT NOT NULL
        )""",
        "CREATE UNIQUE INDEX results_of_game ON results (game_id) WHERE game_id IS NOT NULL",
        "CREATE INDEX results_by_player ON results (player_id, game, automaton, level, ended_at)",
        "CREATE INDEX results_by_channel ON results (channel, ended_at)",
    ),
    _sql(
        # Who a player is across platforms (bot/store/people.py): each platform's user id a
        # member of one person, under the id of the member who first linked another; the
        # person's own row keeps its choices for its record. A member with no row is a person
        # of its own, with the defaults.
        """CREATE TABLE people (
            member TEXT PRIMARY KEY,
            person TEXT NOT NULL,
            private INTEGER NOT NULL DEFAULT 0 CHECK (private IN (0, 1)),
            campaign INTEGER NOT NULL DEFAULT 0 CHECK (campaign IN (0, 1))
        )""",
        "CREATE INDEX people_by_person ON people (person)",
        # One-time codes that link a member to the person of the member who asked for one.
        """CREATE TABLE link_codes (
            code TEXT PRIMARY KEY,
            member TEXT NOT NULL,
            expires_at TEXT NOT NULL
        )""",
    ),
    _sql(
        # Links to a game's live page (bot/store/watch.py): an unguessable token bound to one
        # game, deleted with its channel or its game, flagged when revoked.
        """CREATE TABLE watch_links (
            token TEXT PRIMARY KEY,
            channel TEXT NOT NULL,
            game_id INTEGER NOT NULL,
            created_at TEXT NOT NULL,
            revoked INTEGER NOT NULL DEFAULT 0 CHECK (revoked IN (0, 1))
        )""",
        "CREATE INDEX watch_links_by_game ON watch_links (game_id)",
    ),
    _sql(
        # The options a finished game was started with (`dummies=2 navaratna`, its seed left
        # out): its variant's modules, kept with its result.
        "ALTER TABLE results ADD COLUMN options TEXT NOT NULL DEFAULT ''",
    ),
]
