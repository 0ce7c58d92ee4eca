## Messages every game uses: lists, yes/no, the decision die, tie-breaks and answer errors.

# A natural list: $first is every item but the last, already joined by list-separator.
list-and = { $first } and { $last }
list-separator = { ", " }

answer-yes = Yes
answer-no = No

# A face of the decision die, as an option label.
die-face = { $face ->
    [1] ⚀ 1
    [2] ⚁ 2
    [3] ⚂ 3
    [4] ⚃ 4
    [5] ⚄ 5
    [6] ⚅ 6
   *[other] { $face }
}

# $for is the key of what the roll decides; the line that follows says it.
prompt-roll = Roll the decision die and enter the face (1–6).

# $options is a list, $why what the options tie on, $by "bot" or "player".
tie-die = Tie between { $options } ({ $why }), decided by the die — { $faces }: { $by ->
    [player] you rolled
   *[bot] the bot rolled
} a { $face }.
tie-face = { $single ->
    [yes] { $low }
   *[no] { $low }–{ $high }
} → { $option }
tie-face-again = { $single ->
    [yes] { $low }
   *[no] { $low }–{ $high }
} → roll again
# Said by the logs of games stored before a tie's faces were said.
tie-roll = Tie between { $options } ({ $why }): { $by ->
    [player] you rolled
   *[bot] the bot rolled
} a { $face }.
tie-broken = Chosen: { $chosen }.
tie-reroll = A { $face } matches none of the { $count } { $count ->
    [one] option
   *[other] options
}: the die is rolled again.

answer-bad-die = “{ $value }” is not a die face: enter a number from 1 to 6.
answer-bad-number = “{ $value }” is not a valid answer: enter a whole number from { $min } to { $max }.
answer-bad-confirm = “{ $value }” is not a yes-or-no answer: enter yes or no (y/n).
answer-bad-choice = “{ $value }” is not one of the options: { $count ->
    [one] enter 1.
   *[other] enter the number of an option, from 1 to { $count }.
}
answer-empty = The answer is empty: please type one.
answer-no-question = Nothing is being asked right now.
flow-busy = A question is still open: please answer it first.
