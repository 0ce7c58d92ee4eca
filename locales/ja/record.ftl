# ボットごとの対戦成績（全プラットフォーム共通・日本語）。

## 戦績のグラフ（bot/words/record_chart.py）: ゲームとボットの組み合わせごとに1枚、
## 1ゲームずつの得点と点差。勝ちは塗りつぶし、負けは白抜き。

record-chart-title = { $player }さんの戦績
# 各グラフの見出し：ゲーム名と対戦したボット。
record-chart-panel = { $title }（{ $automaton }）
# そのボットと最後まで遊んだゲームの数と勝った数。
record-chart-tally = { $plays }戦{ $wins }勝
# 同じもの。直近の $shown ゲームだけを描くとき。
record-chart-tally-latest = { $plays }戦{ $wins }勝・直近{ $shown }戦を表示
record-chart-score = あなたの得点
record-chart-margin = 点差（あなた − 最高得点のボット）
record-chart-win = 勝ち
record-chart-loss = 負け
# 載せきれないグラフ：いちばん前に対戦したボット。
record-chart-more = 以前に対戦したボットあと{ $more }体は省略しています。
# ゲームが終わった日。列の下に書く（$day、$month。$dd、$mm は0埋め）。
record-chart-date = { $month }/{ $day }
# 同じもの。描いたゲームが複数の年にまたがるとき。
record-chart-date-year = { $year }/{ $month }/{ $day }

# 行の数値はまとめて $stats に入ります：record-tally のあと、あるものだけ（record-rate … record-longest）を list-separator でつないだもの。

record-title = { $name }さんのオートマ戦績：
record-empty = 終了したゲームはまだありません。ゲームが終わるとここに記録されます。
record-opponent = { $title }（{ $automa }）：{ $stats }
record-level = ・{ $level } — { $stats }
# 難易度のどの段階にも当たらない設定でのゲーム（段階表にない設定、段階表のないゲーム）。
record-level-none = その他の設定
record-tally = { $plays }戦{ $wins }勝{ $losses }敗{ $early ->
        [0] {""}
       *[other] （途中終了{ $early }）
    }
record-rate = 勝率{ NUMBER($rate, style: "percent") }
record-best = 最高{ $score }点
record-average = 平均{ NUMBER($average, maximumFractionDigits: 1) }点
record-margin = 最大点差{ $sign ->
        [minus] −{ $margin }
        [even] ±0
       *[plus] +{ $margin }
    }
record-streak = { $kind ->
        [lost] { $count }連敗中
       *[won] { $count }連勝中
    }
record-longest = 最長{ $count }連勝
record-table-title = このチャンネルのプレイヤー（勝利数の多い順）：
record-table-empty = このチャンネルで終了したゲームはまだありません。
record-table-row = { $rank }位 { $name }：{ $stats }
record-campaign = 次のゲーム：{ $level }（{ $why ->
        [up] 勝利したので1段階上へ
        [top] 最高難度のため、勝っても据え置き
        [down] 2連敗したので1段階下へ
        [bottom] 最も易しい段階で{ $losses ->
            [1] 1敗
           *[other] { $losses }連敗
        }、据え置き
        [stay] この段階で{ $losses ->
            [1] 1敗
           *[other] { $losses }連敗
        }。2連敗で1段階下へ
       *[start] ここから開始
    }）

# グラフの代替テキスト：描かれている内容。数値は戦績の行にあります。
record-chart-alt = { $name }の得点と、最も強いオートマとの点差を、対戦したオートマごとに1ゲームずつ示したグラフです（得点のあるゲーム{ $games }件、{ $wins }勝）。勝ちは塗りつぶした印、負けは白抜きの印です。同じ数値は戦績の行にあります。
