# ホッパー：おもちゃのオートマ（プラグイン自身のメッセージ）
game-hopper = 『ホッパー』
cmd-hopper = ホッパー：おもちゃのオートマ
cmd-hopper-new = このチャンネルでホッパーの新しいゲームを始める
cmd-hopper-new-dice = オートマのダイスを振る人
cmd-hopper-new-seed = シードからゲームを再現する
cmd-hopper-board = トラック
cmd-hopper-push = あなたの手番：マーカーを押し戻す
cmd-hopper-push-steps = 何マス戻すか（1～3）
cmd-param-steps = マス数
cmd-name-push = 押し戻す
hopper-help =
    /hopper new [dice=bot|player] [seed=N] — ゲームを始める
    /hopper turn — オートマの手番（または開いている質問をもう一度）
    /hopper push N — あなたの手番：マーカーを N マス押し戻す（1～3）
    /hopper status — マーカーの位置とボーナス点
    /hopper undo — 最後の一手を取り消す
    /hopper end — 今すぐゲームを終えて得点を出す
hopper-setup = オートマのマーカーは { $goal } マスのトラックの 0 マス目にあります。ゲームは { $turns } 手番で終わります。
hopper-turn = オートマの { $turn } 手番目。
hopper-roll = { $by ->
        [bot] ボットの出目は { $face }。
       *[player] あなたの出目は { $face }。
    }
hopper-moves = マーカーが { $steps } マス進み、{ $space } マス目に止まります。
hopper-ask-bonus = マーカーはボーナスマス { $space } に止まりました。あなたの盤で、そのマスは空いていますか？
hopper-bonus = オートマはボーナス { $points } 点を得ます。
hopper-over = ゲーム終了：オートマは { $score } 点（マーカー { $space } 点、ボーナス { $bonus } 点）。
hopper-question-waits = 開いていた質問は保留になります。
hopper-pushed = マーカーを { $steps } マス押し戻しました。いまは { $space } マス目です。
hopper-push-bad = 1、2、3 マスのいずれかを押し戻してください：/hopper push 2
hopper-push-not-now = マーカーを押し戻せるのは、ゲーム中のオートマの手番と手番の間だけです。
hopper-over-already = このホッパーのゲームは終わっています。
hopper-option-bad = 「{ $option }」というオプションはありません。/hopper new に使えるのは dice=bot|player と seed=N です。
hopper-status = マーカーは { $space } マス目、ボーナスは { $bonus } 点。{ $turns } 手番中 { $turn } 手番目。
hopper-board = トラックは 0 マス目から { $goal } マス目まで。
picture-hopper-title = { $title } · { $turn } 手番目
