# Discordのみ: モデレーションとサーバーのコマンド、/help、長い返信のページ（日本語）。
# 名前（cmd-name-*、cmd-param-*）は小文字・空白なし・32文字まで、説明は100文字まで。

cmd-name-handover = 引き継ぎ
cmd-common-handover = このゲームを別のプレイヤーに引き継ぐ（プレイヤー本人かモデレーター）
cmd-common-handover-player = これからプレイする人
cmd-name-server = サーバー
cmd-server = このサーバーの設定（モデレーター用）
cmd-name-show = 表示
cmd-server-show = このサーバーの設定を表示
cmd-name-language = 言語
cmd-server-language = 言語を選んでいないチャンネルの言語
cmd-server-language-language = 言語、または auto（チャンネルごと）
cmd-choice-language-auto = 自動：チャンネルごと
cmd-name-games = ゲーム
cmd-server-games = このサーバーでゲームができる場所
cmd-server-games-where = このチャンネルを許可、許可をやめる、またはすべて許可
cmd-param-where = 場所
cmd-choice-where-here = ここでも（このチャンネルとそのスレッド）
cmd-choice-where-not-here = ここではもうしない
cmd-choice-where-everywhere = すべてのチャンネルで
discord-help-answer = 質問にはボタンが付きます。/‹ゲーム› answer は入力した答えを受け付け、入力中に合う候補を示します。
discord-page = { $page } / { $pages }

# A rule tag of a reply, as a button that explains the rule (/<game> rule ID).
discord-rule-button = 📖 { $id }
