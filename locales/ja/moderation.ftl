# モデレーション、サーバーの設定、入力の上限（全プラットフォーム共通・日本語）。

bot-ended-by-moderator = モデレーターの{ $by }さんが{ $owner }さんのゲームを終了しました。
bot-ended-idle = { $owner }さんのゲームは{ $days }日間動きがなかったため、{ $by }さんが終了しました。
bot-end-not-yet = このゲームをプレイできるのは{ $owner }さんだけです。モデレーターは終了できます。また、{ $limit }日間動きがなければ誰でも終了できます（現在{ $days }日）。
bot-game-exists-idle = { $owner }さんのゲームは{ $days }日間動きがありません。誰でも /{ $game } end で終了して、新しいゲームを始められます。
bot-handover =
    { $who ->
        [owner] { $from }さんがゲームを{ $to }さんに引き継ぎました。
       *[other] モデレーターの{ $by }さんが{ $from }さんのゲームを{ $to }さんに引き継ぎました。
    }これからは{ $to }さんだけがプレイします。
bot-handover-who = 新しいプレイヤーを指定してください。Discordではコマンドのプレイヤー欄で、Telegramではその人のメッセージに /{ $game } handover で返信します。
bot-handover-same = { $owner }さんはすでにこのゲームのプレイヤーです。
bot-handover-bot = ボットはプレイできません。人を選んでください。
bot-undo-handover = 直前の手順はゲームの引き継ぎです。取り消しは手を戻すもので、引き継ぎは戻せません。プレイヤーかモデレーターがもう一度引き継げます。
bot-server-none = サーバー設定はDiscordのサーバーにだけあります。ここでは /lang でこのチャットの言語を設定します。
bot-server-moderators = このサーバーの設定を変えられるのはモデレーター（メッセージの管理）だけです。
bot-server-settings = このサーバーの設定：チャンネルの言語は{ $language }、ゲームができるのは{ $channels }です。
bot-server-no-language = 各チャンネルが選んだ言語（またはプレイヤーの言語）
bot-server-everywhere = すべてのチャンネル
bot-server-games-bad = 「{ $value }」は選べません：here、not-here、everywhere のどれかです。
bot-server-games-everywhere = このサーバーではどのチャンネルでもゲームができます。制限するには、ゲームを許すチャンネルごとに /server games here を使ってください。
bot-games-elsewhere = このサーバーでゲームができるのは{ $channels }だけです。
bot-slow-down = 少しゆっくりお願いします。{ $seconds }秒後にもう一度どうぞ。
bot-too-long = 長すぎます（最大{ $limit }文字）。何も変更していません。
