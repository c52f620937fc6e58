// Command promlint checks a Prometheus text exposition on standard input with the linter that
// `promtool check metrics` runs (client_golang's testutil/promlint), so the check needs no build of all of
// Prometheus. It prints one line per problem and exits 3 when there is one, 1 when the input does not parse.
package main

import (
	"fmt"
	"os"

	"github.com/prometheus/client_golang/prometheus/testutil/promlint"
)

func main() {
	problems, err := promlint.New(os.Stdin).Lint()
	if err != nil {
		fmt.Fprintln(os.Stderr, "error while linting:", err)
		os.Exit(1)
	}
	for _, p := range problems {
		fmt.Fprintf(os.Stderr, "%s %s\n", p.Metric, p.Text)
	}
	if len(problems) > 0 {
		os.Exit(3)
	}
}
