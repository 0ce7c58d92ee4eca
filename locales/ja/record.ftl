### オートマとの戦績、チャンネルのプレイヤー一覧、難易度の段階での現在地（bot/service/record_lines.py）。
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
