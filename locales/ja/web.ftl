## ゲームのライブページ（bot/web/）：リンク、ページの文言、表示できない場合の案内。

bot-watch-link = この{ $title }のゲームのライブページです。プレイに合わせて自動で更新されます。盤の横のタブレットやノートPCで開くか、観戦したい人に渡してください：{ $url }
bot-watch-ask = このゲームにはまだライブページがありません。{ $owner }さんが /{ $game } watch で作れます。
bot-watch-revoked = この{ $title }のゲームのライブページを閉じました。リンクはもう開けません。新しいリンクは /{ $game } watch で作れます。
bot-watch-none = この{ $title }のゲームに開いているライブページはありません。
bot-watch-off = このボットではライブページが設定されていません。

cmd-name-watch = 観戦
cmd-param-revoke = 取り消し
cmd-common-watch = ゲームのライブページへのリンク：盤面・状況・判断が自動で更新されます
cmd-common-watch-revoke = 代わりにページを閉じる（リンクは使えなくなります）

web-title = { $title }：ライブテーブル
web-status = 状況
web-question = 未回答の質問
web-turn = このターン
web-turn-empty = このターンはまだ何も決まっていません。
web-board = ボットから見た盤面
web-board-words = 盤面（文章で）
web-over = このゲームは終了しました。最後の状態を表示しています。
web-language = 言語
web-live = ゲームの進行に合わせて自動で更新されます。
web-refused-title = このページは表示できません
web-unknown = このリンクは存在しないか、ゲームがすでに削除されています。
web-revoked = プレイヤーがこのページを閉じたため、リンクは開けません。新しいリンクをプレイヤーに頼んでください。
web-too-many = このアドレスからのリクエストが多すぎます。数秒待ってから再読み込みしてください。

## Telegramのミニアプリとしてのライブページ（bot/web/miniapp.py）：リンクの下のボタン、Telegramが開くページ、表示できない場合の案内。
tg-watch-app = Telegramで開く
web-app-opening = ライブページを開いています…
web-app-no-script = Telegram内でゲームを開くには、このページでJavaScriptが必要です。チャットのリンクからなら、どのブラウザでも同じページを開けます。
web-app-invalid = Telegramによる確認が取れなかったため、ページを開けません。チャットにあるボットのメッセージの「Telegramで開く」をもう一度タップしてください。
web-app-expired = この起動情報は古すぎるため使えません。チャットにあるボットのメッセージの「Telegramで開く」をもう一度タップしてください。
